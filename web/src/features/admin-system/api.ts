import { ADMIN_API, type SystemView } from '@marketplace/domain';
import { useApiQuery } from '../../shared/api/http';

/** The SystemView, measured by the api on each call: never served from memory, never retried. */
export const useSystemView = () =>
  useApiQuery<SystemView>([ADMIN_API.system], { staleTime: 0, retry: 0 });
