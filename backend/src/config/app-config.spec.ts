import { describe, expect, it } from 'vitest';
import { InvalidConfigError, loadAppConfig } from './app-config';

const valid = { DATABASE_URL: 'mysql://u:p@127.0.0.1:3306/db', JWT_SECRET: 'x'.repeat(32) };

describe('loadAppConfig', () => {
  it('fills defaults from a minimal environment', () => {
    const config = loadAppConfig(valid);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.devMailbox).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.google).toBeUndefined();
  });

  it('refuses bad values and names every variable at fault', () => {
    expect(() => loadAppConfig({ ...valid, PORT: 'abc', JWT_SECRET: 'short', DATABASE_URL: 'postgres://x' })).toThrowError(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    try {
      loadAppConfig({ ...valid, JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidConfigError);
      expect((error as Error).message).toContain('JWT_SECRET: phải dài ít nhất 32 ký tự');
    }
  });

  it('opens the mailbox only when asked and without SMTP, and enables OAuth only with both keys', () => {
    expect(loadAppConfig({ ...valid, DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    const config = loadAppConfig({ ...valid, DEV_MAILBOX: 'true', SMTP_URL: 'smtp://127.0.0.1:2525', GOOGLE_CLIENT_ID: 'id' });
    expect(config.devMailbox).toBe(false);
    expect(config.google).toBeUndefined();
    expect(loadAppConfig({ ...valid, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google?.clientId).toBe('id');
  });

  it('builds the Facebook endpoints from the base URLs and the Graph version, and refuses bad ones', () => {
    const keys = { FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 's' };
    expect(loadAppConfig({ ...valid, ...keys }).facebook).toEqual({
      clientId: '123',
      clientSecret: 's',
      dialogUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
      profileUrl: 'https://graph.facebook.com/v23.0/me',
    });
    const local = loadAppConfig({ ...valid, ...keys, FACEBOOK_WWW_URL: 'http://127.0.0.1:9000/', FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9001', FACEBOOK_GRAPH_VERSION: 'v24.0' });
    expect(local.facebook).toMatchObject({ dialogUrl: 'http://127.0.0.1:9000/v24.0/dialog/oauth', profileUrl: 'http://127.0.0.1:9001/v24.0/me' });
    expect(() => loadAppConfig({ ...valid, ...keys, FACEBOOK_GRAPH_URL: 'graph.facebook.com', FACEBOOK_WWW_URL: 'ftp://facebook.com' })).toThrowError(
      /FACEBOOK_WWW_URL: phải là URL http\(s\):\/\/[\s\S]*FACEBOOK_GRAPH_URL: phải là URL http\(s\):\/\//,
    );
    expect(() => loadAppConfig({ ...valid, ...keys, FACEBOOK_GRAPH_VERSION: '23' })).toThrowError(/FACEBOOK_GRAPH_VERSION: phải có dạng v23.0/);
    expect(() => loadAppConfig({ ...valid, FACEBOOK_APP_ID: '123' })).toThrowError(/FACEBOOK_APP_SECRET: FACEBOOK_APP_ID và FACEBOOK_APP_SECRET phải được đặt cùng nhau/);
  });

  it('takes a VAPID key pair only whole and well formed, and leaves it unset when absent', () => {
    expect(loadAppConfig(valid).push).toEqual({ vapidKeys: undefined, subject: 'mailto:admin@hocvienmarketing.vn', extraCaCertsFile: undefined });
    const publicKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const privateKey = Buffer.alloc(32, 9).toString('base64url');
    expect(loadAppConfig({ ...valid, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.vapidKeys).toEqual({ publicKey, privateKey });
    expect(() => loadAppConfig({ ...valid, VAPID_PUBLIC_KEY: publicKey })).toThrowError(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY và VAPID_PRIVATE_KEY phải được đặt cùng nhau/);
    expect(() => loadAppConfig({ ...valid, VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey })).toThrowError(/VAPID_PUBLIC_KEY: phải là 65 byte/);
    expect(() => loadAppConfig({ ...valid, VAPID_SUBJECT: 'admin@hocvienmarketing.vn' })).toThrowError(/VAPID_SUBJECT/);
  });
});
