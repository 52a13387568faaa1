export * from './users.module';
export type { UsersOptions } from './config';
export { ADMIN_CREDENTIALS_FILE, DEFAULT_ADMIN_EMAIL } from './admin-bootstrap';
