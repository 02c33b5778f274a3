import type { ShopLocale as Locale } from '../../../machines/locales.ts';
import type { Adjustment, AdjustmentKind } from '../../../machines/order-lifecycle.ts';

/** `OrderAdjustment.label` in the shopper's language ({code}: the coupon code, a card's last 4 digits). */
const labels: Record<AdjustmentKind, Record<Locale, string>> = {
  coupon: {
    mn: 'Купон {code}',
    en: 'Coupon {code}',
    ru: 'Купон {code}',
    cn: '优惠券 {code}',
    it: 'Coupon {code}',
  },
  voucher: {
    mn: 'Ваучер {code}',
    en: 'Voucher {code}',
    ru: 'Ваучер {code}',
    cn: '代金券 {code}',
    it: 'Buono {code}',
  },
  giftCard: {
    mn: 'Бэлгийн карт •••• {code}',
    en: 'Gift card •••• {code}',
    ru: 'Подарочная карта •••• {code}',
    cn: '礼品卡 •••• {code}',
    it: 'Carta regalo •••• {code}',
  },
  storeCredit: { mn: 'Хэтэвч', en: 'Wallet', ru: 'Кошелёк', cn: '钱包', it: 'Portafoglio' },
  loyalty: {
    mn: 'Урамшууллын оноо',
    en: 'Loyalty points',
    ru: 'Бонусные баллы',
    cn: '积分',
    it: 'Punti fedeltà',
  },
};

export function adjustmentLabel(adjustment: Pick<Adjustment, 'kind' | 'code'>, locale: Locale): string {
  // A gift card number is a bearer secret: the label shows only its last 4 digits.
  const code = adjustment.kind === 'giftCard' ? adjustment.code.slice(-4) : adjustment.code;
  return (labels[adjustment.kind][locale] ?? labels[adjustment.kind].en).replace('{code}', code);
}
