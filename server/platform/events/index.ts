export { StreamVersionConflictError } from './errors.ts';
export { EventStore, readStreams, type StreamAppend } from './event-store.ts';
export { drainFollower, type FollowedEvent, type Follower } from './follower.ts';
export type { ExpectedVersion, NewEvent, Projection, ProjectionRebuild, RecordedEvent } from './types.ts';
