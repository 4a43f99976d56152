import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { JwtStrategy } from '../common/access/jwt.strategy';
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

@Module({
  imports: [
    PassportModule,
    AffiliatesModule,
    MailModule,
    NotificationsModule,
    JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }) }),
  ],
  controllers: [AuthController, OAuthController],
  providers: [AuthService, OAuthService, ProviderAvatarService, TokensService, EmailCodesService, AccountEmailsService, JwtStrategy],
  exports: [AuthService, TokensService, AccountEmailsService],
})
export class AuthModule {}
