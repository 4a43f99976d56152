import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/AsyncContent';
import { DataTable } from '../../../components/ui/DataTable';
import { StatusBadge } from '../../../components/ui/StatusBadge';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { ACCESS_BADGES } from '../../my-tools';
import type { DeliveryMethod, ToolHolder, ToolHolders } from '../api/toolDeliveryApi';
import { eventLabel } from '../deliveryDraft';
import { ExtendAccessModal, HostedAccountModal, RevokeAccessDialog } from './HolderActionModals';

const COLUMNS = [{ label: 'Người mua' }, { label: 'Thời hạn' }, { label: 'Thao tác' }] as const;

type Action = { kind: 'account' | 'extend' | 'revoke'; holder: ToolHolder };

function accessCell(holder: ToolHolder, method: DeliveryMethod | undefined): string {
  if (holder.keyHint) return `••••${holder.keyHint}`;
  if (method === 'licence_key') return 'Đang chờ mã';
  if (method === 'hosted_account') return holder.accountFilled ? 'Đã điền tài khoản' : 'Chưa điền tài khoản';
  return '—';
}

const linkButton = 'font-medium hover:underline whitespace-nowrap';

/** "Người dùng": who holds access to the tool and until when, the actions on one buyer, and the audit trail. */
export function ToolHoldersSection({ holders, method }: { holders: UseQueryResult<ToolHolders>; method: DeliveryMethod | undefined }) {
  const [action, setAction] = useState<Action | null>(null);
  const titleId = useId();
  const close = () => setAction(null);

  return (
    <>
      <section className="min-w-0 space-y-3" aria-labelledby={titleId} data-testid="tool-holders">
        <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
          Người dùng
        </h3>
        <AsyncContent result={holders} errorText="Không tải được danh sách người dùng." loadingLabel="Đang tải người dùng..." retry>
          {(data) => (
            <>
              {data.holders.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="tool-holders-empty">
                  Chưa có ai mua phần mềm này.
                </p>
              ) : (
                <DataTable columns={COLUMNS} label="Bảng người dùng phần mềm" testId="tool-holders-table">
                  {data.holders.map((holder) => {
                    const badge = ACCESS_BADGES[holder.status];
                    const live = holder.status !== 'revoked';
                    return (
                      <tr key={holder.subscriptionId} className="align-top" data-testid={`holder-${holder.subscriptionId}`}>
                        <td className="px-2 py-2 sm:px-3">
                          <p className="font-medium text-slate-900 dark:text-white">{holder.user.name}</p>
                          <p className="break-words text-xs text-slate-500 dark:text-slate-400">{holder.user.email}</p>
                          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                            {holder.planName} · <span className="font-mono">{holder.orderCode}</span>
                          </p>
                        </td>
                        <td className="px-2 py-2 sm:px-3">
                          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                            {/* 'Còn hạn', shorter than the buyer's 'Đang sử dụng': the table has to fit a phone. */}
                            <StatusBadge status={badge.status} label={holder.status === 'active' ? 'Còn hạn' : badge.label} />
                            <span className={`whitespace-nowrap text-xs ${holder.keyHint ? 'font-mono' : 'text-slate-600 dark:text-slate-400'}`} data-testid="holder-access">
                              {accessCell(holder, method)}
                            </span>
                          </div>
                          <p className="mt-1 text-xs tabular-nums text-slate-600 dark:text-slate-400">
                            <span className="whitespace-nowrap">{formatDate(holder.startsAt)} –</span> <span className="whitespace-nowrap">{formatDate(holder.expiresAt)}</span>
                          </p>
                        </td>
                        <td className="px-2 py-2 sm:px-3">
                          {live ? (
                            <div className="flex flex-col items-start gap-1 lg:flex-row lg:flex-wrap lg:gap-x-3">
                              {method === 'hosted_account' ? (
                                <button type="button" className={`${linkButton} text-brand-700 dark:text-brand-300`} onClick={() => setAction({ kind: 'account', holder })}>
                                  {holder.accountFilled ? 'Sửa tài khoản' : 'Điền tài khoản'}
                                </button>
                              ) : null}
                              <button type="button" className={`${linkButton} text-brand-700 dark:text-brand-300`} onClick={() => setAction({ kind: 'extend', holder })}>
                                Gia hạn
                              </button>
                              {holder.status !== 'expired' ? (
                                <button type="button" className={`${linkButton} text-red-600`} onClick={() => setAction({ kind: 'revoke', holder })}>
                                  Thu hồi
                                </button>
                              ) : null}
                            </div>
                          ) : (
                            <span className="text-slate-500 dark:text-slate-400">—</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </DataTable>
              )}
              <div>
                <h4 className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">Lịch sử thao tác</h4>
                {data.events.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Chưa có thao tác nào.</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="tool-access-events">
                    {data.events.map((event) => {
                      const buyer = data.holders.find((holder) => holder.subscriptionId === event.subscriptionId)?.user.name;
                      return (
                        <li key={event._id} className="py-2">
                          <p className="text-slate-800 dark:text-slate-200">
                            <span className="font-medium">{eventLabel(event.action)}</span>
                            {buyer ? ` · ${buyer}` : ''}
                          </p>
                          <p className="text-xs text-slate-500 dark:text-slate-400">
                            {formatDateTime(event.createdAt)} · {event.actorName ?? 'Hệ thống'}
                          </p>
                          {event.reason ? <p className="mt-0.5 text-slate-600 dark:text-slate-400">Lý do: {event.reason}</p> : null}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            </>
          )}
        </AsyncContent>
      </section>
      {action?.kind === 'account' ? <HostedAccountModal holder={action.holder} onClose={close} onDone={close} /> : null}
      {action?.kind === 'extend' ? <ExtendAccessModal holder={action.holder} onClose={close} onDone={close} /> : null}
      {action?.kind === 'revoke' ? <RevokeAccessDialog holder={action.holder} onClose={close} onDone={close} /> : null}
    </>
  );
}
