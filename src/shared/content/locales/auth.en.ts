/** The sign-in screens' texts in English, loaded with the sign-in gate. */
export const authEn = {
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  login: 'Login',
  signingIn: 'Signing in...',
  signOut: 'Sign out',
  signedInAs: 'Signed in as {{name}}',
  notAllowedTitle: 'Admins only',
  notAllowed: 'Your account cannot open this page. Ask the owner for an admin account.',
  admin: { title: 'Admin Dashboard', subtitle: 'Sign in to manage events, bookings and settings' },
  kitchen: { title: 'Kitchen Staff Sign In', subtitle: 'Sign in to open the kitchen tools' },
  recipe: {
    title: 'Mandi Recipe Calculator',
    subtitle: 'Login to access the recipe management system',
    footer: 'Traditional Kerala Mandi Recipe Management System',
  },
  sop: { title: 'SOP TV Mode', subtitle: 'Sign in to show the cooking guides on this screen' },
  cutlets: {
    title: 'Secure Access Required',
    subtitle: 'Authorized Personnel Only',
    wrongPassword: 'Incorrect password. Please try again.',
  },
};
