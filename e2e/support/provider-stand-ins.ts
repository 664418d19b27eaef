import { MockFacebook, MockGoogle, routeProvidersTo } from '../../tests/api/support/social-providers';

/**
 * Loaded before the app (`node --import`) by the social sign-in journey's server only
 * (playwright.config.ts): Google and Facebook are played by local mock servers, and the app's
 * requests to their addresses go there (decision 024). Google's sign-in page is on a fixed port, so
 * the journey can send the browser's visit to accounts.google.com to it.
 */
const google = new MockGoogle();
google.person = {
  sub: 'e2e-google-person',
  email: 'gwen.google@example.com',
  name: 'Gwen Google',
  emailVerified: true,
};
const facebook = new MockFacebook();
await Promise.all([google.start(Number(process.env.MOCK_GOOGLE_PORT)), facebook.start()]);
routeProvidersTo(google, facebook);
