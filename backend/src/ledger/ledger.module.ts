import { Global, Module } from '@nestjs/common';
import { LedgerService } from './ledger.service';

/** The double-entry ledger every money-moving module posts through. */
@Global()
@Module({ providers: [LedgerService], exports: [LedgerService] })
export class LedgerModule {}
