import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * Writing (or editing) a product review (#17, spec §3 Review: comment, rating, images):
 *
 *   editing → submitting → saved → (EDIT) editing
 *
 * - The stars, the words and the photos are checked here with the server's limits (`input`) before
 *   any call: a rating of 1–5, a comment of 1–`maxComment` characters once trimmed, at most
 *   `maxImages` photos of at most `maxImageBytes` each, of the accepted types. A photo refused on
 *   adding is never kept, so what is sent is always within the limits; the server checks again
 *   (by the bytes, which the browser cannot).
 * - The post is the host's `submitReview` actor (multipart to the gateway's upload route), given
 *   with `.provide()`; its refusal code comes back as `failure`, in the shopper's language on the web.
 */

/** A chosen photo as the machine sees it: a browser `File` has these, and is kept whole for the host. */
export interface ReviewPhoto {
  name: string;
  size: number;
  type: string;
}

export interface ReviewFormInput {
  maxComment: number;
  maxImages: number;
  maxImageBytes: number;
  /** The shopper's review already written: the form edits it. */
  existing?: { rating: number; comment: string } | null;
}

export interface ReviewFormContext {
  maxComment: number;
  maxImages: number;
  maxImageBytes: number;
  rating: number;
  comment: string;
  photos: ReviewPhoto[];
  /** A refusal code: the form's own check or the server's answer. */
  failure: string | null;
  /** Whether the saved review was a first one or an edit (`existing` at the start). */
  editing: boolean;
}

export type ReviewFormEvent =
  | { type: 'RATE'; rating: number }
  | { type: 'COMMENT.CHANGE'; value: string }
  | { type: 'PHOTOS.ADD'; photos: ReviewPhoto[] }
  | { type: 'PHOTO.REMOVE'; index: number }
  | { type: 'SUBMIT' }
  | { type: 'EDIT' };

export type ReviewFormTag = 'busy';

export const ACCEPTED_PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** The code of what keeps the review from being sent, or null. */
export function reviewProblem(context: Pick<ReviewFormContext, 'rating' | 'comment' | 'maxComment'>) {
  if (!Number.isInteger(context.rating) || context.rating < 1 || context.rating > 5) {
    return 'REVIEW_RATING_INVALID';
  }
  const length = [...context.comment.trim()].length;
  if (length === 0 || length > context.maxComment) return 'REVIEW_COMMENT_INVALID';
  return null;
}

/** The code of the first photo that may not be added beside those already chosen, or null. */
export function photosProblem(
  context: Pick<ReviewFormContext, 'photos' | 'maxImages' | 'maxImageBytes'>,
  added: readonly ReviewPhoto[],
): string | null {
  if (context.photos.length + added.length > context.maxImages) return 'REVIEW_IMAGES_TOO_MANY';
  if (added.some((photo) => !ACCEPTED_PHOTO_TYPES.includes(photo.type))) return 'REVIEW_IMAGE_INVALID';
  if (added.some((photo) => photo.size === 0 || photo.size > context.maxImageBytes)) {
    return 'REVIEW_IMAGE_TOO_LARGE';
  }
  return null;
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'INTERNAL';
}

export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as ReviewFormInput,
    tags: {} as ReviewFormTag,
  },
  actors: {
    submitReview: fromPromise<unknown, { rating: number; comment: string; photos: ReviewPhoto[] }>(() =>
      Promise.reject(new Error('review-form: provide submitReview')),
    ),
  },
  guards: {
    reviewRefused: ({ context }) => reviewProblem(context) !== null,
    photosRefused: ({ context, event }) => {
      assertEvent(event, 'PHOTOS.ADD');
      return photosProblem(context, event.photos) !== null;
    },
  },
  actions: {
    rate: assign(({ event }) => {
      assertEvent(event, 'RATE');
      return { rating: event.rating, failure: null };
    }),
    setComment: assign(({ event }) => {
      assertEvent(event, 'COMMENT.CHANGE');
      return { comment: event.value, failure: null };
    }),
    addPhotos: assign(({ context, event }) => {
      assertEvent(event, 'PHOTOS.ADD');
      return { photos: [...context.photos, ...event.photos], failure: null };
    }),
    refusePhotos: assign(({ context, event }) => {
      assertEvent(event, 'PHOTOS.ADD');
      return { failure: photosProblem(context, event.photos) };
    }),
    removePhoto: assign(({ context, event }) => {
      assertEvent(event, 'PHOTO.REMOVE');
      return { photos: context.photos.filter((_, index) => index !== event.index), failure: null };
    }),
    refuseReview: assign(({ context }) => ({ failure: reviewProblem(context) })),
    keepFailure: assign(({ event }) => ({ failure: codeOf((event as { error?: unknown }).error) })),
    saved: assign({ photos: [], failure: null }),
    startEditing: assign({ editing: true }),
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({
    maxComment: input.maxComment,
    maxImages: input.maxImages,
    maxImageBytes: input.maxImageBytes,
    rating: input.existing?.rating ?? 0,
    comment: input.existing?.comment ?? '',
    photos: [],
    failure: null,
    editing: Boolean(input.existing),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        RATE: { actions: 'rate' },
        'COMMENT.CHANGE': { actions: 'setComment' },
        'PHOTOS.ADD': [{ guard: 'photosRefused', actions: 'refusePhotos' }, { actions: 'addPhotos' }],
        'PHOTO.REMOVE': { actions: 'removePhoto' },
        SUBMIT: [{ guard: 'reviewRefused', actions: 'refuseReview' }, { target: 'submitting' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({
          rating: context.rating,
          comment: context.comment.trim(),
          photos: context.photos,
        }),
        onDone: { target: 'saved', actions: 'saved' },
        onError: { target: 'editing', actions: 'keepFailure' },
      },
    },
    saved: {
      description: 'Thanked; the list and the stars show the review.',
      on: { EDIT: { target: 'editing', actions: 'startEditing' } },
    },
  },
});

export type ReviewFormSnapshot = SnapshotFrom<typeof reviewFormMachine>;
export const selectIsSubmitting = (snapshot: ReviewFormSnapshot) => snapshot.hasTag('busy');
