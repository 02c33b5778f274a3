import type { Text } from './draft.ts';

export interface StoreLocationSeed {
  code: string;
  name: Text;
  address: Text;
  phone: string;
  hours: string;
  latitude: number;
  longitude: number;
  pickup: boolean;
}

const WEEK_HOURS = 'Даваа–Баасан 09:00–20:00, Бямба–Ням 10:00–18:00';

/** Ulaanbaatar branches where orders can be picked up. */
export const storeLocations: StoreLocationSeed[] = [
  {
    code: 'central',
    name: { mn: 'Төв салбар', en: 'Central Branch' },
    address: {
      mn: 'Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 15',
      en: '15 Peace Avenue, 1st khoroo, Sukhbaatar district',
    },
    phone: '7700-1500',
    hours: WEEK_HOURS,
    latitude: 47.9185,
    longitude: 106.9176,
    pickup: true,
  },
  {
    code: 'zaisan',
    name: { mn: 'Зайсан салбар', en: 'Zaisan Branch' },
    address: {
      mn: 'Хан-Уул дүүрэг, 11-р хороо, Зайсангийн гудамж 8',
      en: '8 Zaisan Street, 11th khoroo, Khan-Uul district',
    },
    phone: '7700-1501',
    hours: WEEK_HOURS,
    latitude: 47.8875,
    longitude: 106.9135,
    pickup: true,
  },
  {
    code: 'bayanzurkh',
    name: { mn: '13-р хороолол салбар', en: '13th Microdistrict Branch' },
    address: {
      mn: 'Баянзүрх дүүрэг, 4-р хороо, Энхтайваны өргөн чөлөө 52',
      en: '52 Peace Avenue, 4th khoroo, Bayanzurkh district',
    },
    phone: '7700-1502',
    hours: WEEK_HOURS,
    latitude: 47.9178,
    longitude: 106.9595,
    pickup: true,
  },
  {
    code: 'bayangol',
    name: { mn: '3, 4-р хороолол салбар', en: '3rd & 4th Microdistrict Branch' },
    address: {
      mn: 'Баянгол дүүрэг, 2-р хороо, Энхтайваны өргөн чөлөө 104',
      en: '104 Peace Avenue, 2nd khoroo, Bayangol district',
    },
    phone: '7700-1503',
    hours: WEEK_HOURS,
    latitude: 47.9148,
    longitude: 106.872,
    pickup: true,
  },
  {
    code: 'tsagaan-tal',
    name: { mn: 'Цагаан Тал брэнд дэлгүүр', en: 'Tsagaan Tal Brand Store' },
    address: {
      mn: 'Чингэлтэй дүүрэг, 4-р хороо, Бага тойруу 12',
      en: '12 Baga Toiruu, 4th khoroo, Chingeltei district',
    },
    phone: '7700-1510',
    hours: 'Өдөр бүр 10:00–22:00',
    latitude: 47.9215,
    longitude: 106.9125,
    pickup: true,
  },
];

/** Site texts per locale (app_meta 'site_translation'); the web app's own messages live in web/. */
export const siteTranslation: Record<string, Record<string, string>> = {
  mn: {
    announcement: 'Улаанбаатар хотод 50 000₮-өөс дээш захиалгыг үнэгүй хүргэнэ',
    delivery_note: '24 цагийн дотор хүргэнэ',
    delivery_countryside: 'Орон нутагт 48–72 цагийн дотор хүргэнэ',
    returns_note: 'Хүлээн авснаас хойш 72 цагийн дотор буцаах боломжтой',
    vat_note: 'НӨАТ-ын баримтыг хүргэлтээс хойш 14 хоногийн дотор и-мэйлээр илгээнэ',
    wallet_bonus: 'Худалдан авалт бүрийн 2%-ийг хэтэвчид тань буцаан олгоно',
    age_notice: 'Согтууруулах ундааг 21 наснаас дээш хүнд худалдана',
    working_hours: WEEK_HOURS,
    phone: '7700-1500',
    footer_about: 'Принтерийн бэх, хор, цаас, бичиг хэрэг — нэг дороос',
  },
  en: {
    announcement: 'Free delivery in Ulaanbaatar on orders over 50 000₮',
    delivery_note: 'Delivered within 24 hours',
    delivery_countryside: 'Delivered to the provinces within 48–72 hours',
    returns_note: 'Returns accepted within 72 hours of delivery',
    vat_note: 'The VAT receipt is e-mailed within 14 days of delivery',
    wallet_bonus: '2% of every purchase goes back into your wallet',
    age_notice: 'Alcohol is sold only to customers aged 21 and over',
    working_hours: 'Mon–Fri 09:00–20:00, Sat–Sun 10:00–18:00',
    phone: '7700-1500',
    footer_about: 'Printer ink, toner, paper and office supplies in one place',
  },
  ru: {
    announcement: 'Бесплатная доставка по Улан-Батору при заказе от 50 000₮',
    delivery_note: 'Доставка в течение 24 часов',
    age_notice: 'Алкоголь продаётся только лицам старше 21 года',
  },
};
