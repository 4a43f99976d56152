// Public entry: what the rest of the app may use from here (eslint local/boundaries).
export * from './cartOwner';
export * from './cartStore';
export * from './hooks/useCart';
export * from './hooks/useCartActions';
export * from './hooks/useCartCount';
