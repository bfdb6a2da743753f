import type { QueryResult } from '../api/http';

/** Test double: a `useApiQuery` answer that has loaded `data`. */
export const loadedQuery = <T>(data: T, refetch: () => Promise<T>): QueryResult<T> => ({
  status: 'success',
  data,
  error: undefined,
  updatedAt: 1,
  refetch,
});
