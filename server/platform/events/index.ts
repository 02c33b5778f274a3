export { StreamVersionConflictError } from './errors.ts';
export { EventStore, readStreams, type StreamAppend } from './event-store.ts';
export { drainFollower, type FollowedEvent, type Follower } from './follower.ts';
export type {
  DecidedStates,
  ExpectedVersion,
  NewEvent,
  Projection,
  ProjectionRebuild,
  RecordedEvent,
} from './types.ts';
