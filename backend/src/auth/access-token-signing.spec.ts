import { KeyObject } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_ALGORITHMS, accessTokenKey } from '../common/access/jwt.strategy';
import type { AppConfig } from '../config/app-config';
import { accessTokenSigning } from './auth.module';

describe('accessTokenSigning', () => {
  const config = { jwtSecret: 'a-test-secret-of-some-length-0123456789' } as AppConfig;

  it('signs with the secret as a key object (a string is first tried as a public key, at ~0.4 ms a token)', () => {
    expect(accessTokenSigning(config).secret).toBeInstanceOf(KeyObject);
  });

  it('signs tokens the access guard accepts, and only with this secret', () => {
    const token = new JwtService(accessTokenSigning(config)).sign({ sub: 'u1', role: 'student', sid: 'f1' }, { expiresIn: 900, algorithm: 'HS256' });
    expect(jwt.verify(token, accessTokenKey(config), { algorithms: ACCESS_TOKEN_ALGORITHMS })).toMatchObject({ sub: 'u1', role: 'student', sid: 'f1' });
    expect(() => jwt.verify(token, accessTokenKey({ jwtSecret: 'another-secret-of-some-length-987654321' } as AppConfig), { algorithms: ACCESS_TOKEN_ALGORITHMS })).toThrow(
      /signature/,
    );
  });
});
