import type { MessageId } from '../i18n/intl.ts';

/** The microsite's parts, in page order; each is a message-keyed block so all five languages agree. */

export const storyParts = [
  { title: 'brand.story.land.title', body: 'brand.story.land.body' },
  { title: 'brand.story.people.title', body: 'brand.story.people.body' },
  { title: 'brand.story.gift.title', body: 'brand.story.gift.body' },
] as const satisfies readonly { title: MessageId; body: MessageId }[];

export const tastingNotes = [
  { title: 'brand.tasting.nose.title', body: 'brand.tasting.nose.body' },
  { title: 'brand.tasting.palate.title', body: 'brand.tasting.palate.body' },
  { title: 'brand.tasting.finish.title', body: 'brand.tasting.finish.body' },
] as const satisfies readonly { title: MessageId; body: MessageId }[];

export const productionSteps = [
  {
    step: 'ingredients',
    title: 'brand.production.ingredients.title',
    body: 'brand.production.ingredients.body',
  },
  { step: 'water', title: 'brand.production.water.title', body: 'brand.production.water.body' },
  {
    step: 'distillation',
    title: 'brand.production.distillation.title',
    body: 'brand.production.distillation.body',
  },
  { step: 'patience', title: 'brand.production.patience.title', body: 'brand.production.patience.body' },
] as const satisfies readonly { step: string; title: MessageId; body: MessageId }[];

/** Spec §1's production facts: the numbers are data, the words are messages. */
export const PRODUCTION_FACTS = { distillations: 6, filters: 5, restHours: 500, restDays: 21 } as const;

export const cocktails = [
  {
    name: 'brand.cocktail.mule.name',
    ingredients: 'brand.cocktail.mule.ingredients',
    method: 'brand.cocktail.mule.method',
  },
  {
    name: 'brand.cocktail.sour.name',
    ingredients: 'brand.cocktail.sour.ingredients',
    method: 'brand.cocktail.sour.method',
  },
  {
    name: 'brand.cocktail.martini.name',
    ingredients: 'brand.cocktail.martini.ingredients',
    method: 'brand.cocktail.martini.method',
  },
] as const satisfies readonly { name: MessageId; ingredients: MessageId; method: MessageId }[];
