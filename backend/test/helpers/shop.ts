import { expect } from 'vitest';
import { createCategory, insertCourse, uniqueToken } from './catalogue';
import { createUser, signedInClient } from './factories';
import type { HttpClient } from './http-client';
import { deliverWebhook, sepayTransfer } from './money';
import type { TestApp } from './test-app';

/** Things to sell and people to buy them, for the money tests: one instructor's courses, tool plans, funded students. */
export class Shop {
  private constructor(
    private readonly t: TestApp,
    readonly instructorId: string,
    private readonly categoryId: string,
  ) {}

  static async open(t: TestApp): Promise<Shop> {
    return new Shop(t, (await createUser(t.prisma, { role: 'instructor' })).id, (await createCategory(t.prisma)).id);
  }

  /** A published course of the shop's instructor at `price` VND. */
  async course(price: number) {
    const row = await insertCourse(this.t.prisma, { instructorId: this.instructorId, categoryId: this.categoryId });
    await this.t.prisma.course.update({ where: { id: row.id }, data: { price: BigInt(price) } });
    return row;
  }

  async toolPlan(price: number, durationDays = 30) {
    const tool = await this.t.prisma.tool.create({
      data: {
        slug: `pm-${uniqueToken()}`,
        name: `Phần mềm ${uniqueToken()}`,
        shortDescription: 'Tự động hóa',
        description: '',
        plans: { create: [{ name: 'Gói tháng', price: BigInt(price), durationDays, features: [], position: 0 }] },
      },
      include: { plans: true },
    });
    return tool.plans[0];
  }

  /** A student with `amount` VND in the main wallet, deposited by bank transfer like anyone else. */
  async studentWithBalance(amount: number) {
    const { client, user } = await signedInClient(this.t.baseUrl, this.t.prisma);
    if (amount > 0) {
      const deposit = await client.post('/api/wallet/deposit', { amount });
      expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
      expect((await deliverWebhook(this.t.baseUrl, sepayTransfer(amount, `NAP ${deposit.body.deposit.code} nap vi`))).status).toBe(200);
    }
    return { client, user };
  }
}

export const mainBalance = async (client: HttpClient) => (await client.get('/api/wallet/balance')).body.mainBalance as number;
