export { chunkAppPassword } from './app-password.js';
export { deleteAppPassword, listAppPasswords } from './app-passwords.repo.js';
export { createAuthService } from './auth.service.js';
export {
  countUsers,
  findUserByLoginOrEmail,
  findUsersByIds,
  listUsers,
  updateUser,
} from './users.repo.js';
export { usersRoutes } from './users.routes.js';
export { createUsersService } from './users.service.js';
export { createUser, issueAppPassword } from './user-rules.js';
export { createLoginLimits } from './login-limits.js';
export { findUserById } from './users.repo.js';
export type { UserHoldings } from './holdings.js';
export { InvitationFields } from './users.schemas.js';
export type { Invitation } from './users.service.js';
export { ACCESS_TOKEN_PREFIX } from './access-token.js';
export { accessTokensRoutes } from './access-tokens.routes.js';
export { createAccessTokensService } from './access-tokens.service.js';
export type { AccessTokensService } from './access-tokens.service.js';
export { deleteDeadAccessTokens } from './access-tokens.repo.js';
