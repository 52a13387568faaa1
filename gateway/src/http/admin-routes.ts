import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from './auth';

/** A controller under /api/admin: every route admin-only, documented with a bearer token under `tag`. */
export const AdminRoutes = (path: string, tag = 'Administración') =>
  applyDecorators(ApiTags(tag), ApiBearerAuth(), AdminOnly(), Controller(path));
