import { useEffect, useState } from 'react';
import { fetchProviders, type Providers } from '../api/authApi';

/** Social sign-in providers enabled on the server; both off until the answer arrives. */
export function useProviders(): Providers {
  const [providers, setProviders] = useState<Providers>({ google: false, facebook: false });
  useEffect(() => {
    let active = true;
    void fetchProviders().then((result) => active && setProviders(result));
    return () => {
      active = false;
    };
  }, []);
  return providers;
}
