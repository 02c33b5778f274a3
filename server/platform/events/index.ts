export { StreamVersionConflictError } from './errors.ts';
export { EventStore, readStreams, type StreamAppend } from './event-store.ts';
export type { ExpectedVersion, NewEvent, Projection, ProjectionRebuild, RecordedEvent } from './types.ts';
