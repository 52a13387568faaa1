import { useParams } from 'react-router';

/** The `:id` of a detail or edit screen's route ('' while there is none). */
export const useRouteId = (): string => useParams().id ?? '';
