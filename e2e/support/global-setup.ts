import { makeTemplate } from './app-server';

export default async function globalSetup() {
  await makeTemplate();
}
