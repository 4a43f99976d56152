import { Injectable } from '@nestjs/common';
import { lockDiscountCode, type LockedDiscountCode } from '../common/locks/row-locks';
import { jsonColumn } from '../prisma/json-column';
import { isUniqueViolation } from '../prisma/prisma-errors';
import { Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { discountProblem, discountStatus, lineDiscounts, type DiscountProblem, type DiscountRule, type PricedLine } from './discount-rules';
import { DiscountInputDto, DiscountView } from './discounts.dto';
import { DiscountErrors } from './discounts.errors';

interface DiscountRow {
  id: string;
  code: string;
  type: 'percentage' | 'fixed_amount';
  value: bigint;
  expiresAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  timesReserved: number;
  isActive: boolean;
  appliesTo: 'all' | 'specific_courses' | 'specific_tools';
  applicableCourseIds: unknown;
  applicableToolPlanIds: unknown;
  createdAt: Date;
}

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

function toRule(row: DiscountRow): DiscountRule {
  return { ...row, value: Number(row.value), applicableCourseIds: ids(row.applicableCourseIds), applicableToolPlanIds: ids(row.applicableToolPlanIds) };
}

/** The locked row (raw columns) as the model's row. */
function discountRowOf(row: LockedDiscountCode): DiscountRow {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    expiresAt: row.expires_at,
    usageLimit: row.usage_limit,
    timesUsed: row.times_used,
    timesReserved: row.times_reserved,
    isActive: Number(row.is_active) === 1,
    appliesTo: row.applies_to,
    applicableCourseIds: jsonColumn(row.applicable_course_ids, []),
    applicableToolPlanIds: jsonColumn(row.applicable_tool_plan_ids, []),
    createdAt: row.created_at,
  };
}

function toView(row: DiscountRow, now = new Date()): DiscountView {
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: Number(row.value),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    timesReserved: row.timesReserved,
    isActive: row.isActive,
    status: discountStatus(row, now),
    appliesTo: row.appliesTo,
    applicableCourses: ids(row.applicableCourseIds),
    applicableTools: ids(row.applicableToolPlanIds),
    createdAt: row.createdAt.toISOString(),
  };
}

const PROBLEM_ERRORS: Record<DiscountProblem, Parameters<typeof DiscountErrors.raise>[0]> = {
  inactive: 'DISCOUNT_INACTIVE',
  expired: 'DISCOUNT_EXPIRED',
  used_up: 'DISCOUNT_EXHAUSTED',
  not_applicable: 'DISCOUNT_NOT_APPLICABLE',
};

export interface AppliedDiscount {
  id: string;
  code: string;
  /** Per line, in the order of the lines given. */
  lineDiscounts: number[];
}

/** Discount codes: the admin's list, and their use at checkout (checked and counted under a row lock). */
@Injectable()
export class DiscountsService {
  constructor(private readonly prisma: PrismaService) {}

  async list(): Promise<{ discounts: DiscountView[] }> {
    const rows = await this.prisma.discountCode.findMany({ orderBy: { createdAt: 'desc' } });
    const now = new Date();
    return { discounts: rows.map((row) => toView(row, now)) };
  }

  async create(input: DiscountInputDto): Promise<{ discount: DiscountView }> {
    try {
      return { discount: toView(await this.prisma.discountCode.create({ data: this.dataOf(input) })) };
    } catch (error) {
      throw this.codeTaken(error);
    }
  }

  async update(id: string, input: DiscountInputDto): Promise<{ discount: DiscountView }> {
    await this.findOrFail(id);
    try {
      return { discount: toView(await this.prisma.discountCode.update({ where: { id }, data: this.dataOf(input) })) };
    } catch (error) {
      throw this.codeTaken(error);
    }
  }

  async remove(id: string): Promise<{ _id: string }> {
    const row = await this.findOrFail(id);
    if (row.timesReserved > 0) throw DiscountErrors.raise('DISCOUNT_IN_USE');
    await this.prisma.discountCode.delete({ where: { id } });
    return { _id: id };
  }

  /** Courses an admin can pick for a specific_courses code. */
  async courseOptions() {
    const rows = await this.prisma.course.findMany({ where: { status: 'published' }, select: { id: true, title: true, price: true }, orderBy: { title: 'asc' } });
    return { courses: rows.map((row) => ({ _id: row.id, title: row.title, price: Number(row.price) })) };
  }

  /** Tool plans an admin can pick for a specific_tools code. */
  async toolPlanOptions() {
    const rows = await this.prisma.toolPlan.findMany({
      include: { tool: { select: { id: true, name: true, thumbnailUrl: true } } },
      orderBy: [{ tool: { name: 'asc' } }, { position: 'asc' }],
    });
    return {
      toolPlans: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        price: Number(row.price),
        toolId: { _id: row.tool.id, name: row.tool.name, thumbnailUrl: row.tool.thumbnailUrl },
      })),
    };
  }

  /** Checks a code against the lines without holding it (the checkout preview). */
  async preview(code: string, lines: PricedLine[], now = new Date()): Promise<AppliedDiscount> {
    const row = await this.prisma.discountCode.findUnique({ where: { code: code.trim().toUpperCase() } });
    return this.apply(row, lines, now);
  }

  /**
   * Inside the order's transaction: locks the code, checks it, and takes one use of it, as a hold
   * (`reserve`, a pending bank-transfer order) or as a use (a payment made on the spot).
   */
  async take(tx: SqlClient, code: string, lines: PricedLine[], as: 'reserve' | 'use', now = new Date()): Promise<AppliedDiscount> {
    const normalized = code.trim().toUpperCase();
    // The lock makes check-and-count one step: concurrent orders queue here, so a limit of 5 gives 5.
    const locked = await lockDiscountCode(tx, normalized);
    const applied = this.apply(locked && discountRowOf(locked), lines, now);
    const counter = as === 'reserve' ? Prisma.raw('times_reserved') : Prisma.raw('times_used');
    await tx.$executeRaw`UPDATE discount_codes SET ${counter} = ${counter} + 1, updated_at = NOW(3) WHERE id = ${applied.id}`;
    return applied;
  }

  /** A pending order holding a use was paid: the hold becomes a use. */
  async convertHold(tx: SqlClient, id: string): Promise<void> {
    await tx.$executeRaw`UPDATE discount_codes SET times_reserved = GREATEST(times_reserved - 1, 0), times_used = times_used + 1 WHERE id = ${id}`;
  }

  /** A pending order holding a use expired or was cancelled: the use is free again. */
  async releaseHold(tx: SqlClient, id: string): Promise<void> {
    await tx.$executeRaw`UPDATE discount_codes SET times_reserved = GREATEST(times_reserved - 1, 0) WHERE id = ${id}`;
  }

  private apply(row: DiscountRow | null | undefined, lines: PricedLine[], now: Date): AppliedDiscount {
    if (!row) throw DiscountErrors.raise('DISCOUNT_UNKNOWN');
    const rule = toRule(row);
    const problem = discountProblem(rule, lines, now);
    if (problem) throw DiscountErrors.raise(PROBLEM_ERRORS[problem]);
    return { id: row.id, code: row.code, lineDiscounts: lineDiscounts(rule, lines) };
  }

  private dataOf(input: DiscountInputDto) {
    return {
      code: input.code,
      type: input.type,
      value: BigInt(input.value),
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      usageLimit: input.usageLimit,
      isActive: input.isActive,
      appliesTo: input.appliesTo,
      // SPEC §5: the lists only mean something for their own scope.
      applicableCourseIds: input.appliesTo === 'specific_courses' ? input.applicableCourses : [],
      applicableToolPlanIds: input.appliesTo === 'specific_tools' ? input.applicableTools : [],
    };
  }

  private async findOrFail(id: string): Promise<DiscountRow> {
    const row = await this.prisma.discountCode.findUnique({ where: { id } });
    if (!row) throw DiscountErrors.raise('DISCOUNT_NOT_FOUND');
    return row;
  }

  private codeTaken(error: unknown): unknown {
    return isUniqueViolation(error, 'discount_codes_code_key') ? DiscountErrors.raise('DISCOUNT_CODE_TAKEN') : error;
  }
}
