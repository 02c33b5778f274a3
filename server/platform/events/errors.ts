import { ShopError } from '../errors.ts';

/** The stream moved on since the caller read it: decide again on the fresh state, or answer 409. */
export class StreamVersionConflictError extends ShopError {
  constructor(
    readonly streamId: string,
    readonly expected: number | 'no_stream' | 'any',
    readonly actual: number | undefined,
  ) {
    super('CONFLICT', `Stream ${streamId} is at version ${actual ?? 'unknown'}, expected ${expected}`);
    this.name = 'StreamVersionConflictError';
  }
}
