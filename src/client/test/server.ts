import { setupServer } from 'msw/node';

/** The network of every client test: each test says what the server answers (server.use). */
export const server = setupServer();
