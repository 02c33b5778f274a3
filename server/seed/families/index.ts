import type { ProductFamily } from '../draft.ts';
import { desk } from './desk.ts';
import { filing } from './filing.ts';
import { inkBottles } from './ink-bottles.ts';
import { inkCartridges } from './ink-cartridges.ts';
import { notebooksAndNotes } from './notebooks.ts';
import { packageProducts } from './packages.ts';
import { paper } from './paper.ts';
import { printers } from './printers.ts';
import { toners } from './toner.ts';
import { vodka } from './vodka.ts';
import { writing } from './writing.ts';

/** Every kind of product the shop sells, in shelf order. */
export const families: readonly ProductFamily[] = [
  inkCartridges,
  toners,
  inkBottles,
  paper,
  notebooksAndNotes,
  writing,
  filing,
  desk,
  printers,
  vodka,
  packageProducts,
];
