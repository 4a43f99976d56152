import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicAccess, SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import { PushSenderService } from './push-sender.service';
import { PushSubscriptionInputDto, PushUnsubscribeDto, VapidPublicKeyDto } from './push.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';

@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(
    private readonly sender: PushSenderService,
    private readonly subscriptions: PushSubscriptionsService,
  ) {}

  @Get('vapid-public-key')
  @PublicAccess()
  @ApiOkResponse({ type: VapidPublicKeyDto })
  vapidPublicKey() {
    return { publicKey: this.sender.publicKey };
  }

  @Post('subscriptions')
  @SignedInAccess()
  @ApiCreatedResponse({ type: MessageResponseDto })
  subscribe(@CurrentUser() user: AuthUser, @Body() input: PushSubscriptionInputDto) {
    return this.subscriptions.subscribe(user.id, input);
  }

  @Delete('subscriptions')
  @SignedInAccess()
  @ApiOkResponse({ type: MessageResponseDto })
  unsubscribe(@CurrentUser() user: AuthUser, @Body() input: PushUnsubscribeDto) {
    return this.subscriptions.unsubscribe(user.id, input.endpoint);
  }
}
