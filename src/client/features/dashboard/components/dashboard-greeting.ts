/** The line under the dashboard's heading; the server sends it ahead too (app/app-frame.tsx). */
export const dashboardGreeting = (firstName: string) =>
  `Welcome, ${firstName}. Here is where your records stand.`;
