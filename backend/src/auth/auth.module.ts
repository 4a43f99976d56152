import { Module } from '@nestjs/common';
import { JwtModule, type JwtModuleOptions } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { accessTokenKey, JwtStrategy } from '../common/access/jwt.strategy';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccountEmailsService } from './account-emails.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailCodesService } from './email-codes.service';
import { OAuthController } from './oauth/oauth.controller';
import { ProviderAvatarService } from './oauth/provider-avatar.service';
import { OAuthService } from './oauth/oauth.service';
import { TokensService } from './tokens.service';

/**
 * How access tokens are signed: with the secret as a key object, as the access guard verifies them.
 * Given a string, jsonwebtoken first tries it as a public key, and that failure cost about 0.4 ms of
 * CPU a token (6 µs with the key object).
 */
export const accessTokenSigning = (config: AppConfig): JwtModuleOptions => ({ secret: accessTokenKey(config) as unknown as Buffer });

@Module({
  imports: [PassportModule, AffiliatesModule, MailModule, NotificationsModule, JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: accessTokenSigning })],
  controllers: [AuthController, OAuthController],
  providers: [AuthService, OAuthService, ProviderAvatarService, TokensService, EmailCodesService, AccountEmailsService, JwtStrategy],
  exports: [AuthService, TokensService, AccountEmailsService],
})
export class AuthModule {}
