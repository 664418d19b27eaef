/**
 * Resolves in a later task, so that the browser may paint and answer input before what follows
 * runs: the app's and the site's start-up are cut into short tasks this way (issue 35).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
