import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  type ReviewFormContext,
  type ReviewPhoto,
  reviewFormMachine,
  reviewProblem,
  selectIsSubmitting,
} from '../../../machines/review-form.ts';
import type { PathModel } from '../model.ts';

const DONE = 'xstate.done.actor.submitReview';
const ERROR = 'xstate.error.actor.submitReview';
const LIMITS = { maxComment: 20, maxImages: 2, maxImageBytes: 1000 };

const photo = (name: string, size = 500, type = 'image/jpeg'): ReviewPhoto => ({ name, size, type });

function events(): AnyEventObject[] {
  return [
    { type: 'RATE', rating: 4 },
    { type: 'COMMENT.CHANGE', value: 'Сайн бараа' },
    { type: 'COMMENT.CHANGE', value: '   ' },
    { type: 'COMMENT.CHANGE', value: 'ж'.repeat(21) },
    { type: 'PHOTOS.ADD', photos: [photo('a.jpg')] },
    { type: 'PHOTOS.ADD', photos: [photo('big.jpg', 5000)] },
    { type: 'PHOTOS.ADD', photos: [photo('page.html', 100, 'text/html')] },
    { type: 'PHOTOS.ADD', photos: [photo('b.jpg'), photo('c.jpg'), photo('d.jpg')] },
    { type: 'PHOTO.REMOVE', index: 0 },
    { type: 'SUBMIT' },
    { type: DONE, output: { id: 'r1' } },
    { type: ERROR, error: { code: 'REVIEW_IMAGE_INVALID' } },
    { type: 'EDIT' },
  ];
}

const stepNames: Record<string, string> = {
  SUBMIT: 'clicks "Send review"',
  [DONE]: 'the server keeps the review',
  [ERROR]: 'the server refuses a photo (its bytes are not an image)',
  EDIT: 'clicks "Edit my review"',
};

function describeEvent(event: AnyEventObject): string {
  if (event.type === 'RATE') return `gives ${event.rating} stars`;
  if (event.type === 'COMMENT.CHANGE') {
    const value = String(event.value);
    return value.trim() === '' ? 'clears the comment' : `types a comment of ${[...value].length} characters`;
  }
  if (event.type === 'PHOTOS.ADD') {
    const photos = event.photos as ReviewPhoto[];
    return `adds ${photos.map((added) => `${added.name} (${added.size} B, ${added.type})`).join(', ')}`;
  }
  if (event.type === 'PHOTO.REMOVE') return 'removes the first photo';
  return stepNames[event.type] ?? event.type;
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as ReviewFormContext;
  const form = `${context.rating} stars, ${context.photos.length} photo(s)`;
  if (snapshot.matches('editing'))
    return `form (${form})${context.failure ? `, refused: ${context.failure}` : ''}`;
  if (snapshot.matches('submitting')) return `sending (${form})`;
  return 'thanked; the review is shown';
}

/** The review form of a logged-in shopper, with small limits so every refusal is reached. */
export const reviewFormModel: PathModel = {
  name: 'review-form',
  title: 'review form',
  machine: reviewFormMachine,
  scenarios: {
    'first review': LIMITS,
    'editing the review written before': { ...LIMITS, existing: { rating: 2, comment: 'Дунд зэрэг' } },
  },
  events,
  select: 'covering',
  serializeState: (snapshot, event, previous) => {
    const context = snapshot.context as ReviewFormContext;
    const vertex = {
      value: snapshot.value,
      rated: context.rating > 0,
      problem: reviewProblem(context),
      photos: context.photos.length,
      failure: context.failure,
    };
    return `${JSON.stringify(vertex)}${event ? ` via ${event.type} from ${JSON.stringify(previous?.value)}` : ''}`;
  },
  describeEvent,
  describeState,
  assertState: (actual) => {
    const context = actual.context as ReviewFormContext;
    assert.equal(selectIsSubmitting(actual as never), actual.matches('submitting'));
    // nothing the limits refuse is ever sent or kept
    if (actual.matches('submitting')) assert.equal(reviewProblem(context), null);
    assert.ok(context.photos.length <= context.maxImages);
    assert.ok(
      context.photos.every((kept) => kept.size <= context.maxImageBytes && kept.type.startsWith('image/')),
    );
    if (actual.matches('saved')) assert.equal(context.photos.length, 0);
  },
};
