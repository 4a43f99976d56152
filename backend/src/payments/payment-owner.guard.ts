import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/access/auth-user';
import { PaymentStatusService } from './payment-status.service';

/**
 * The status stream's 404 for someone else's (or an unknown) code, before the stream starts: Nest runs
 * an SSE handler inside the response once any interceptor wraps it, so an error thrown there would
 * arrive after the 200 headers.
 */
@Injectable()
export class PaymentOwnerGuard implements CanActivate {
  constructor(private readonly paymentStatus: PaymentStatusService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ user: AuthUser; params: { code: string } }>();
    await this.paymentStatus.current(request.user.id, request.params.code);
    return true;
  }
}
