// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './AuthContext';
export * from './api/authApi';
export * from './components/AuthForm';
export * from './components/WelcomePopupHost';
export * from './hooks/useAuth';
