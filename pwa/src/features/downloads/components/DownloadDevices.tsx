import { useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDownloadDevices, useRemoveDownloadDevice, type DownloadDevices as Devices } from '../api/devicesApi';
import { downloadDevice } from '../downloadDevice';

type Device = Devices['devices'][number];

/** /settings: the devices lectures are downloaded to, this one marked, each removable to free a slot. */
export function DownloadDevices({ userId }: { userId: string }) {
  const devices = useDownloadDevices();
  const remove = useRemoveDownloadDevice();
  const [toRemove, setToRemove] = useState<Device | null>(null);
  const thisDevice = downloadDevice(userId).deviceId;
  const list = devices.data?.devices ?? [];

  const confirm = async () => {
    if (!toRemove) return;
    try {
      toast.success((await remove.mutateAsync(toRemove._id)).message);
    } catch (error) {
      toast.error(errorMessage(error, 'Không gỡ được thiết bị, vui lòng thử lại.'));
    } finally {
      setToRemove(null);
    }
  };

  return (
    <div className="space-y-3" data-testid="download-devices">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Bạn có thể tải bài giảng về tối đa {devices.data?.limit ?? 3} thiết bị. Gỡ một thiết bị để tải về thiết bị khác: bài đã tải trên thiết bị bị gỡ sẽ bị xóa khi thiết bị đó có
        mạng.
      </p>
      <AsyncListBody
        status={devices.status}
        itemCount={list.length}
        errorText={errorMessage(devices.error, 'Không tải được danh sách thiết bị.')}
        emptyText="Chưa có thiết bị nào tải bài giảng."
        onRetry={() => void devices.refetch()}
        testId="download-devices-list"
      >
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {list.map((device) => (
            <li key={device._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="download-device">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900 dark:text-white">
                  {device.name}
                  {device.deviceId === thisDevice ? <span className="ml-2 text-xs font-normal text-emerald-700 dark:text-emerald-400">(thiết bị này)</span> : null}
                </span>
                <span className="text-slate-500 dark:text-slate-400">
                  Thêm ngày {formatDate(device.createdAt)} · Dùng lần cuối {formatDate(device.lastSeenAt)}
                </span>
              </span>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setToRemove(device)} aria-label={`Gỡ thiết bị ${device.name}`}>
                Gỡ
              </button>
            </li>
          ))}
        </ul>
      </AsyncListBody>
      <ConfirmDialog
        open={toRemove !== null}
        title="Gỡ thiết bị tải bài giảng?"
        message={`"${toRemove?.name ?? ''}" sẽ không còn xem được bài đã tải khi ngoại tuyến; bài đã tải trên đó sẽ bị xóa khi thiết bị có mạng.`}
        confirmLabel="Gỡ thiết bị"
        busy={remove.isPending}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}
