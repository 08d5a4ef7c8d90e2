export { AppProviders } from './app-providers';
export { createAppServices, type AppServices } from './create-app';
