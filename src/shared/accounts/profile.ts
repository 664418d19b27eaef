/** The signed-in person as the API presents them. */
export type Profile = {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  propertyName: string | null;
  createdAt: string;
};
