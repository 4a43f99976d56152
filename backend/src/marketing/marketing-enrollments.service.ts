import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { compileAudience, MARKETING_ELIGIBLE } from './audience/audience-compiler';
import { type AudienceRules, storedAudience } from './audience/audience-rules';
import type { MarketingEvent } from './marketing-events';
import { DAY_MS } from './sending-limits';

interface ScenarioEntry {
  id: string;
  reentry: 'once' | 'after_days';
  reentryDays: number | null;
}

// The inactivity sweep looks this far past the N days, so a sweep missed for a while still finds them.
const INACTIVE_CATCH_UP_MS = 2 * DAY_MS;
const EVERYONE: AudienceRules = { all: [] };

/**
 * Who enters which scenario and when (docs/email-marketing.md, "Scenarios"): users on a trigger
 * event, everyone in a broadcast's audience at its send time (the frozen recipient list), learners
 * gone quiet. One enrollment row per (scenario, user); the re-entry rule decides whether a finished
 * one starts again.
 */
@Injectable()
export class MarketingEnrollmentsService {
  constructor(private readonly prisma: PrismaService) {}

  async handleEvent(event: MarketingEvent, at: Date): Promise<number> {
    // Raw, on the driver (PrismaService.sql): every paid order's event asks this, most often to find none.
    const scenarios = await this.prisma.sql.$queryRaw<(ScenarioEntry & { triggerCourseId: string | null; triggerToolId: string | null })[]>`
      SELECT id, reentry, reentry_days AS reentryDays, trigger_course_id AS triggerCourseId, trigger_tool_id AS triggerToolId
        FROM email_scenarios WHERE \`trigger\` = ${event.trigger} AND status = 'active'`;
    let entered = 0;
    for (const scenario of scenarios) {
      if (scenario.triggerCourseId && !event.courseIds?.includes(scenario.triggerCourseId)) continue;
      if (scenario.triggerToolId && !event.toolIds?.includes(scenario.triggerToolId)) continue;
      if (await this.enroll(this.prisma, scenario, event.userId, at)) entered++;
    }
    return entered;
  }

  /** Puts a user at the start of a scenario unless they are in it, or were and may not come back yet. */
  async enroll(db: Db, scenario: ScenarioEntry, userId: string, at: Date): Promise<boolean> {
    const first = await db.marketingCampaign.findFirst({ where: { scenarioId: scenario.id }, orderBy: { position: 'asc' }, select: { id: true, delayMinutes: true } });
    if (!first) return false;
    const start = { nextCampaignId: first.id, nextRunAt: new Date(at.getTime() + first.delayMinutes * 60_000), status: 'active' as const, enteredAt: at };
    const existing = await db.scenarioEnrollment.findUnique({ where: { scenarioId_userId: { scenarioId: scenario.id, userId } }, select: { id: true } });
    if (!existing) {
      try {
        await db.scenarioEnrollment.create({ data: { scenarioId: scenario.id, userId, ...start } });
        return true;
      } catch (error) {
        // The same event twice at once: the other one enrolled them.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
        throw error;
      }
    }
    if (scenario.reentry !== 'after_days' || !scenario.reentryDays) return false;
    // Again only once the last pass is over and old enough; the guarded update lets one of two racing events win.
    const { count } = await db.scenarioEnrollment.updateMany({
      where: { id: existing.id, status: 'finished', enteredAt: { lte: new Date(at.getTime() - scenario.reentryDays * DAY_MS) } },
      data: { ...start, entries: { increment: 1 } },
    });
    return count === 1;
  }

  /**
   * Starts every broadcast whose time has come: freezes its recipients (everyone eligible in the first
   * campaign's audience now) as enrollments, in one statement, once (the guarded started_at).
   */
  async startDueBroadcasts(now: Date): Promise<number> {
    const due = await this.prisma.emailScenario.findMany({ where: { trigger: 'broadcast', status: 'active', startedAt: null, sendAt: { lte: now } }, select: { id: true } });
    let recipients = 0;
    for (const { id } of due) {
      recipients += await this.prisma.inTransaction(async (tx) => {
        const { count } = await tx.emailScenario.updateMany({ where: { id, startedAt: null, status: 'active' }, data: { startedAt: now } });
        if (count === 0) return 0;
        const first = await tx.marketingCampaign.findFirst({ where: { scenarioId: id }, orderBy: { position: 'asc' }, select: { id: true, delayMinutes: true, audience: true } });
        if (!first) return 0;
        const audience = storedAudience(first.audience) ?? EVERYONE;
        return tx.$executeRaw`
          INSERT INTO scenario_enrollments (id, scenario_id, user_id, next_campaign_id, next_run_at, status, entered_at, entries, updated_at)
          SELECT UUID(), ${id}, u.id, ${first.id}, ${new Date(now.getTime() + first.delayMinutes * 60_000)}, 'active', ${now}, 1, ${now}
            FROM users u
           WHERE ${MARKETING_ELIGIBLE(now)} AND ${compileAudience(audience, now)}`;
      });
    }
    return recipients;
  }

  /**
   * Learners whose last activity is N days old enter the scenarios for N days of inactivity. Activity is
   * what the audience rule `last_activity` reads: the player's last visit of any of their courses.
   */
  async enrollInactive(now: Date): Promise<number> {
    const scenarios = await this.prisma.emailScenario.findMany({ where: { trigger: 'inactive', status: 'active', inactiveDays: { not: null } } });
    let entered = 0;
    for (const scenario of scenarios) {
      const quietSince = new Date(now.getTime() - scenario.inactiveDays! * DAY_MS);
      const users = await this.prisma.$queryRaw<{ user_id: string }[]>`
        SELECT user_id FROM enrollments WHERE last_accessed_at IS NOT NULL GROUP BY user_id
        HAVING MAX(last_accessed_at) <= ${quietSince} AND MAX(last_accessed_at) > ${new Date(quietSince.getTime() - INACTIVE_CATCH_UP_MS)}`;
      for (const { user_id } of users) if (await this.enroll(this.prisma, scenario, user_id, now)) entered++;
    }
    return entered;
  }

  /** A broadcast whose every recipient has been through all its campaigns is finished. */
  async finishBroadcasts(now: Date): Promise<void> {
    const started = await this.prisma.emailScenario.findMany({ where: { trigger: 'broadcast', status: 'active', startedAt: { not: null } }, select: { id: true } });
    for (const { id } of started) {
      const waiting = await this.prisma.scenarioEnrollment.count({ where: { scenarioId: id, status: 'active' } });
      if (waiting > 0) continue;
      // Run again when it loses a lock race: admins' edits and the foreign keys of new sends and enrollments lock these rows too.
      await this.prisma.inTransaction(async (tx) => {
        await tx.emailScenario.updateMany({ where: { id, status: 'active' }, data: { status: 'finished', updatedAt: now } });
        await tx.marketingCampaign.updateMany({ where: { scenarioId: id, status: 'active' }, data: { status: 'finished' } });
      });
    }
  }
}
