import { createApi } from '../../generated/client';
import { transport } from './http';

/** The typed API client: api.<module>.<call>(body). */
export const api = createApi(transport);
