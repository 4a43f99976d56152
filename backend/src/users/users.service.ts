import { Injectable } from '@nestjs/common';
import { toWebpCover } from '../common/http/images';
import { UploadedFile } from '../common/http/multipart';
import { NotificationsService } from '../notifications/notifications.service';
import { PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { Profile, toProfile } from './profile';
import { UpdateProfileDto } from './users.dto';
import { UsersErrors } from './users.errors';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;

@Injectable()
export class UsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly notifications: NotificationsService,
  ) {}

  async getProfile(userId: string): Promise<Profile> {
    const user = await this.prisma.user.findUnique({ where: { id: userId } });
    if (!user) throw UsersErrors.raise('USER_NOT_FOUND');
    return toProfile(user, await this.notifications.unreadCount(userId));
  }

  async updateProfile(userId: string, changes: UpdateProfileDto): Promise<Profile> {
    const user = await this.prisma.user.update({
      where: { id: userId },
      data: { name: changes.name, preferredName: changes.preferredName, phoneNumber: changes.phoneNumber, age: changes.age },
    });
    return toProfile(user, await this.notifications.unreadCount(userId));
  }

  /** Checks the image by its content (not its name), stores a square 256 px WebP, drops the old one. */
  async setAvatar(userId: string, file: UploadedFile | undefined): Promise<Profile> {
    if (!file) throw UsersErrors.raise('AVATAR_REQUIRED');
    const image = await toWebpCover(file.data, AVATAR_SIZE, AVATAR_SIZE);
    if (!image) throw UsersErrors.raise('AVATAR_INVALID');
    const url = await this.storage.putPublic(`avatars/${userId}-${Date.now()}.webp`, image);
    const previous = await this.prisma.user.findUnique({ where: { id: userId }, select: { avatarUrl: true } });
    const user = await this.prisma.user.update({ where: { id: userId }, data: { avatarUrl: url } });
    await this.storage.removePublic(previous?.avatarUrl);
    return toProfile(user, await this.notifications.unreadCount(userId));
  }
}
