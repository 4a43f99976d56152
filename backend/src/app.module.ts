import { DynamicModule, Module, Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ZodValidationPipe } from 'nestjs-zod';
import { AffiliatesModule } from './affiliates/affiliates.module';
import { AnnouncementsModule } from './announcements/announcements.module';
import { CertificatesModule } from './certificates/certificates.module';
import { AuthModule } from './auth/auth.module';
import { CategoriesModule } from './categories/categories.module';
import { AccessGuard } from './common/access/access.guard';
import { ClusterModule } from './common/cluster/cluster.module';
import { LifecycleModule } from './common/lifecycle/lifecycle.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { IdParamsGuard } from './common/validation/id-params.guard';
import { requestLogOptions } from './common/http/request-log';
import { ResponseSchemaInterceptor } from './common/http/response-schema.interceptor';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { CoursesModule } from './courses/courses.module';
import { DiscountsModule } from './discounts/discounts.module';
import { LedgerModule } from './ledger/ledger.module';
import { OrdersModule } from './orders/orders.module';
import { RefundsModule } from './refunds/refunds.module';
import { AdminOrdersModule } from './admin-orders/admin-orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ReportsModule } from './reports/reports.module';
import { QuestionsModule } from './questions/questions.module';
import { NotesModule } from './notes/notes.module';
import { QuizzesModule } from './quizzes/quizzes.module';
import { TextLessonsModule } from './text-lessons/text-lessons.module';
import { LectureResourcesModule } from './lecture-resources/lecture-resources.module';
import { DownloadsModule } from './downloads/downloads.module';
import { ReviewsModule } from './reviews/reviews.module';
import { WalletModule } from './wallet/wallet.module';
import { ContentModule } from './content/content.module';
import { HealthController } from './health/health.controller';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { MediaModule } from './media/media.module';
import { PrismaModule } from './prisma/prisma.module';
import { SeoModule } from './seo/seo.module';
import { FaceModule } from './face/face.module';
import { InstructorModule } from './instructor/instructor.module';
import { LearningModule } from './learning/learning.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PushModule } from './push/push.module';
import { StorageModule } from './storage/storage.module';
import { ToolAccessModule } from './tool-access/tool-access.module';
import { MarketingModule } from './marketing/marketing.module';
import { ToolsModule } from './tools/tools.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  /** `extraModules`: fixture routes that only a test's app has. */
  static register(config: AppConfig, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.register(config),
        // Requests are logged by a Fastify hook (registerRequestLog in app.factory.ts), not this module's middleware.
        LoggerModule.forRoot({ pinoHttp: requestLogOptions(config.logLevel), forRoutes: [] }),
        PrismaModule,
        ClusterModule,
        LifecycleModule,
        RateLimitModule,
        JobsModule,
        StorageModule,
        MailModule,
        AuthModule,
        UsersModule,
        MediaModule,
        ContentModule,
        CategoriesModule,
        CoursesModule,
        ToolsModule,
        ToolAccessModule,
        MarketingModule,
        LedgerModule,
        DiscountsModule,
        WalletModule,
        AffiliatesModule,
        OrdersModule,
        RefundsModule,
        AdminOrdersModule,
        PaymentsModule,
        ReportsModule,
        SeoModule,
        NotificationsModule,
        PushModule,
        LearningModule,
        FaceModule,
        InstructorModule,
        NotesModule,
        ReviewsModule,
        QuestionsModule,
        AnnouncementsModule,
        CertificatesModule,
        QuizzesModule,
        TextLessonsModule,
        LectureResourcesModule,
        DownloadsModule,
        ...extraModules,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: IdParamsGuard },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: ResponseSchemaInterceptor },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
