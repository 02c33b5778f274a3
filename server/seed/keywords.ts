import type { Keyword } from './draft.ts';

/** Search keywords (spec §3 keyword: id, name, mn): what a shopper might type for the product's kind. */
export const keywords = {
  inkCartridge: { id: 1, name: 'ink cartridge', mn: 'бэхний хайрцаг' },
  toner: { id: 2, name: 'toner cartridge', mn: 'принтерийн хор' },
  inkBottle: { id: 3, name: 'ink bottle refill', mn: 'бэх цэнэглэгч' },
  copyPaper: { id: 4, name: 'copy paper', mn: 'хувилах цаас' },
  photoPaper: { id: 5, name: 'photo paper', mn: 'фото цаас' },
  notebook: { id: 6, name: 'notebook', mn: 'дэвтэр' },
  stickyNotes: { id: 7, name: 'sticky notes', mn: 'наалттай цаас' },
  pen: { id: 8, name: 'pen', mn: 'үзэг' },
  marker: { id: 9, name: 'marker', mn: 'маркер' },
  highlighter: { id: 10, name: 'highlighter', mn: 'тодруулагч' },
  pencil: { id: 11, name: 'pencil', mn: 'харандаа' },
  folder: { id: 12, name: 'folder', mn: 'хавтас' },
  binder: { id: 13, name: 'lever arch file', mn: 'архивын хавтас' },
  stapler: { id: 14, name: 'stapler', mn: 'үдэгч' },
  calculator: { id: 15, name: 'calculator', mn: 'тооны машин' },
  tape: { id: 16, name: 'tape glue', mn: 'скоч цавуу' },
  printer: { id: 17, name: 'printer', mn: 'принтер' },
  vodka: { id: 18, name: 'vodka', mn: 'архи' },
  giftSet: { id: 19, name: 'gift set', mn: 'бэлгийн багц' },
  apparel: { id: 20, name: 't-shirt', mn: 'футболк' },
} as const satisfies Record<string, Keyword>;
