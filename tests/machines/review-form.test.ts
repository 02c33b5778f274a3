import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { photosProblem, reviewFormMachine, reviewProblem } from '../../machines/review-form.ts';
import { reviewFormModel } from '../paths/models/review-form.model.ts';
import { describeModel } from '../paths/vitest.ts';

// Every transition of the review form's walk, replayed on a real actor (tests/paths/models/review-form.model.ts).
describeModel(reviewFormModel);

const limits = { maxComment: 1000, maxImages: 5, maxImageBytes: 2 * 1024 * 1024 };
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('review form checks', () => {
  it('asks for 1–5 stars and 1–1000 characters', () => {
    expect(reviewProblem({ rating: 0, comment: 'Сайн', maxComment: 1000 })).toBe('REVIEW_RATING_INVALID');
    expect(reviewProblem({ rating: 5, comment: '  ', maxComment: 1000 })).toBe('REVIEW_COMMENT_INVALID');
    expect(reviewProblem({ rating: 5, comment: 'ж'.repeat(1001), maxComment: 1000 })).toBe(
      'REVIEW_COMMENT_INVALID',
    );
    expect(reviewProblem({ rating: 5, comment: 'ж'.repeat(1000), maxComment: 1000 })).toBeNull();
  });

  it('refuses a sixth photo, one over 2 MB and a file that is not an image', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, size: 10, type: 'image/png' }));
    expect(photosProblem({ ...limits, photos: five }, [{ name: 'x.png', size: 10, type: 'image/png' }])).toBe(
      'REVIEW_IMAGES_TOO_MANY',
    );
    expect(
      photosProblem({ ...limits, photos: [] }, [
        { name: 'x.png', size: limits.maxImageBytes + 1, type: 'image/png' },
      ]),
    ).toBe('REVIEW_IMAGE_TOO_LARGE');
    expect(photosProblem({ ...limits, photos: [] }, [{ name: 'x.html', size: 10, type: 'text/html' }])).toBe(
      'REVIEW_IMAGE_INVALID',
    );
  });

  it('sends the trimmed comment with the photos, and clears them once saved', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      reviewFormMachine.provide({
        actors: {
          submitReview: fromPromise(async ({ input }) => {
            sent.push(input);
            return { id: 'r1' };
          }),
        },
      }),
      { input: limits },
    ).start();
    actor.send({ type: 'RATE', rating: 5 });
    actor.send({ type: 'COMMENT.CHANGE', value: '  Маш сайн  ' });
    actor.send({ type: 'PHOTOS.ADD', photos: [{ name: 'a.png', size: 10, type: 'image/png' }] });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(sent).toEqual([
      { rating: 5, comment: 'Маш сайн', photos: [{ name: 'a.png', size: 10, type: 'image/png' }] },
    ]);
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(actor.getSnapshot().context.photos).toEqual([]);
  });
});
