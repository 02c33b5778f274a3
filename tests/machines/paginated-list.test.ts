import { paginatedListModel } from '../paths/models/paginated-list.model.ts';
import { describeModel } from '../paths/vitest.ts';

/**
 * Model-based: @xstate/graph walks the list machine (the invoked fetch replaced by its done/error
 * events), and every generated path is replayed on a real actor whose `fetchPage` the path resolves
 * or rejects; the paths must cover every state and transition. The events, checks and plan wording
 * are in tests/paths/models/paginated-list.model.ts; edge cases in paginated-list-edges.test.ts.
 */
describeModel(paginatedListModel);
