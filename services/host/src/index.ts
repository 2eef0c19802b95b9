export { buildApiServer, DOMAIN_PLUGINS, DOCS_PATH, OPENAPI_PATH } from './api-server';
export type { ApiServerOptions } from './api-server';
export { loadHostConfig, SERVICE_NAMES } from './config';
export type { HostConfig, ServiceKey } from './config';
export { remotesManifest, remoteOrigins, remotePort, REMOTE_ORDER } from './remotes';
export { buildRemoteServer } from './remote-server';
export { startApiServer } from './server';
export { cacheControlFor } from './static-files';
