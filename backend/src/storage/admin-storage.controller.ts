import { Body, Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { MessageResponseDto } from '../common/http/responses';
import { DeleteStorageFileQueryDto, ListStorageFilesQueryDto, StorageFileListDto } from './admin-storage.dto';
import { AdminStorageService } from './admin-storage.service';

@ApiTags('admin-storage')
@AdminAccess()
@Controller('admin/storage')
export class AdminStorageController {
  constructor(private readonly adminStorage: AdminStorageService) {}

  @Get('files')
  @ApiOkResponse({ type: StorageFileListDto })
  list(@Query() query: ListStorageFilesQueryDto) {
    return this.adminStorage.list(query);
  }

  /** fileName in the query (SPEC) or, for clients that send one, in a JSON body. */
  @Delete('delete-file')
  @ApiOkResponse({ type: MessageResponseDto })
  deleteFile(@Query() query: DeleteStorageFileQueryDto, @Body() body: { fileName?: unknown } | undefined) {
    return this.adminStorage.deleteFile(query.fileName ?? (typeof body?.fileName === 'string' ? body.fileName : undefined));
  }
}
