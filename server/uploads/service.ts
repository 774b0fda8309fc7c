/**
 * Uploads (spec §7 upload, uploadBase64, /api/wo/client/upload; DESIGN §5). Bytes are streamed
 * to a temp file under a size limit, the type is sniffed from the content, the file is moved to
 * DATA_DIR/uploads/<128-bit random id> and a metadata row is written. Nothing a visitor sends
 * becomes part of a path.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Limits } from '../../protocol';
import type { Clock } from '../clock';
import { RateLimiter } from '../rate-limit';
import type { Rate } from '../rate-limit';
import { DomainError, forbidden } from '../errors';
import type { VisitorIdentity } from '../identity';
import type { Db } from '../store/db';
import { decodeBase64Upload } from './base64';
import { classClaimedBy, classOf, isAttachmentImage } from './classify';
import type { FileClass } from './classify';
import { extensionOf, sanitizeFileName } from './file-name';
import { classAllowed, requireManualService } from './gate';
import type { ChannelLookup, ChatGate, ChatLookup } from './gate';
import { receiveToTemp, removeQuietly } from './receive';
import type { Received } from './receive';
import { sniffFile } from './sniff';
import type { Sniffed } from './sniff';
import type { UploadPurpose, UploadTable } from './tables';
import { insertUpload, uploadById } from './store';

export interface UploadDeps {
  db: Db;
  clock: Clock;
  /** DATA_DIR: files go to DATA_DIR/uploads */
  dataDir: string;
  channels: ChannelLookup;
  chat: ChatLookup;
  /** bytes; defaults to Limits.uploadMaxBytes (spec §9) */
  maxBytes?: number;
  /** uploads per visitor (server/rates.ts); null: unlimited */
  rate: Rate | null;
}

/** What an upload call answers (spec §3 "Upload response": url, name, suffix) before the URL is made. */
export interface StoredUpload {
  fileId: string;
  name: string;
  suffix: string;
  size: number;
  fileClass: FileClass;
}

export interface StoredFile extends UploadTable {
  /** where the bytes are */
  filePath: string;
}

/** A file id: 128 random bits, hex (security-cases: "uploaded files have unguessable names"). */
export const FILE_ID_PATTERN = /^[0-9a-f]{32}$/;
const newFileId = (): string => crypto.randomBytes(16).toString('hex');

/** Temp files older than this are leftovers of a crash and are swept at start. */
const STALE_TEMP_MS = 60 * 60 * 1000;

export class UploadService {
  readonly maxBytes: number;
  private readonly dir: string;
  private readonly tmpDir: string;

  private readonly rate: RateLimiter;

  constructor(private readonly deps: UploadDeps) {
    this.rate = new RateLimiter(deps.clock, deps.rate);
    this.maxBytes = deps.maxBytes ?? Limits.uploadMaxBytes;
    this.dir = path.join(deps.dataDir, 'uploads');
    this.tmpDir = path.join(this.dir, '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true, mode: 0o700 });
    this.sweepTemp();
  }

  /** spec §6: chat uploads only in manual service, with the channel's buttons on. Call before reading the body. */
  async prepareChat(id: VisitorIdentity): Promise<ChatGate> {
    const gate = await requireManualService(id, this.deps.channels, this.deps.chat);
    this.admit(id);
    return gate;
  }

  /** One upload of this visitor's rate (security-cases: every request has a bounded cost). Call before reading the body. */
  admit(id: VisitorIdentity): void {
    this.rate.enforce(`${id.tenantId}\u0000${id.userId}`, 'too many uploads: try again later');
  }

  /** Stream the bytes to a temp file under the size limit. */
  receive(source: Readable): Promise<Received> {
    return receiveToTemp(source, this.tmpDir, this.maxBytes);
  }

  /** Drop a received file that will not be committed. */
  discard(received: Received): Promise<void> {
    return removeQuietly(received.tempPath);
  }

  /** Finish a chat upload: the sniffed class must be one the channel's buttons allow (else 403). */
  async commitChat(id: VisitorIdentity, gate: ChatGate, received: Received, rawName: string | undefined): Promise<StoredUpload> {
    return this.commit(id, received, rawName, 'chat', gate.sessionId, (sniffed) => {
      const cls = classOf(sniffed);
      if (!classAllowed(gate.config, cls)) throw forbidden(`${cls} uploads are not enabled for this channel`);
    });
  }

  /**
   * An agent's file in a conversation (the desk's chat/upload): stored for that visitor's
   * conversation; its class comes from the content like every upload, and any class is allowed
   * (the channel's buttons gate what visitors send, not what staff send).
   */
  async commitAgentFile(id: VisitorIdentity, sessionId: string, received: Received, rawName: string | undefined): Promise<StoredUpload> {
    return this.commit(id, received, rawName, 'chat', sessionId, () => undefined);
  }

  /** spec §5 attachments: work-order uploads are gif, jpeg, png, jpg or bmp images only (415 otherwise). */
  async commitWorkOrder(id: VisitorIdentity, received: Received, rawName: string | undefined): Promise<StoredUpload> {
    return this.commit(id, received, rawName, 'wo', null, (sniffed) => {
      if (!isAttachmentImage(sniffed)) throw new DomainError('unsupportedType', 'only images can be uploaded (gif, jpeg, png, jpg, bmp)');
    });
  }

  /**
   * A staff attachment of a work order's reply (the desk's wo/upload), stored for the order's
   * visitor; any class, like an agent's chat file (the /workorder page offers it by name and link).
   */
  async commitStaffWorkOrderFile(owner: VisitorIdentity, received: Received, rawName: string | undefined): Promise<StoredUpload> {
    return this.commit(owner, received, rawName, 'wo', null, () => undefined);
  }

  /**
   * A picture for a knowledge-base answer (desk admin/kb/upload): raster images only, by content
   * (SVG is a file, never an inline image: classify.ts), owned by the tenant and the admin.
   */
  async commitKbImage(owner: VisitorIdentity, received: Received, rawName: string | undefined): Promise<StoredUpload> {
    return this.commit(owner, received, rawName, 'kb', null, (sniffed) => {
      if (classOf(sniffed) !== 'image') throw new DomainError('unsupportedType', 'file: only pictures (png, jpeg, gif, bmp) can be put in an answer');
    }, 'image');
  }

  /** spec §7 uploadBase64 (a pasted image): size from the base64 length first, then decode in slices. */
  async uploadBase64(id: VisitorIdentity, imgData: string): Promise<StoredUpload> {
    const gate = await this.prepareChat(id);
    const bytes = decodeBase64Upload(imgData, this.maxBytes);
    const received = await this.receive(bytes);
    return this.commit(id, received, undefined, 'chat', gate.sessionId, (sniffed) => {
      if (classOf(sniffed) !== 'image') throw new DomainError('unsupportedType', 'imgData: only pictures can be sent');
      if (!classAllowed(gate.config, 'image')) throw forbidden('image uploads are not enabled for this channel');
    }, 'image');
  }

  /** A stored file by id, or null. The id is the capability: 128 random bits nobody can list. */
  async find(fileId: string): Promise<StoredFile | null> {
    if (!FILE_ID_PATTERN.test(fileId)) return null;
    const row = await uploadById(this.deps.db, fileId);
    if (!row) return null;
    return { ...row, size: Number(row.size), created_at: Number(row.created_at), filePath: path.join(this.dir, row.file_id) };
  }

  private async commit(
    id: VisitorIdentity, received: Received, rawName: string | undefined, purpose: UploadPurpose,
    sessionId: string | null, check: (s: Sniffed) => void, fallbackStem = 'file',
  ): Promise<StoredUpload> {
    const fileId = newFileId();
    const finalPath = path.join(this.dir, fileId);
    try {
      const sniffed = await sniffFile(received.tempPath);
      check(sniffed);
      const fileClass = classOf(sniffed);
      const suffix = suffixFor(sniffed, rawName);
      const name = honestName(sanitizeFileName(rawName, `${fallbackStem}.${suffix}`), fileClass, suffix);
      await fs.promises.rename(received.tempPath, finalPath);
      await insertUpload(this.deps.db, {
        file_id: fileId, tenant_id: id.tenantId, channel_id: id.channelId, user_id: id.userId,
        session_id: sessionId, purpose, name, suffix, mime: sniffed.mime, file_class: fileClass,
        size: received.size, created_at: this.deps.clock.now(),
      });
      return { fileId, name, suffix, size: received.size, fileClass };
    } catch (err) {
      // nothing half-written (DESIGN §3): no temp file, no orphan file
      await removeQuietly(received.tempPath);
      await removeQuietly(finalPath);
      throw err;
    }
  }

  private sweepTemp(): void {
    const cutoff = this.deps.clock.now() - STALE_TEMP_MS;
    for (const f of fs.readdirSync(this.tmpDir)) {
      const p = path.join(this.tmpDir, f);
      try {
        if (fs.statSync(p).mtimeMs < cutoff) fs.rmSync(p, { force: true });
      } catch {
        /* raced with another process: fine */
      }
    }
  }
}

/**
 * The suffix answered to the widget (spec §3 "Upload response"), which it uses to pick how to
 * show the file (spec §5 classification). It comes from the content; for plain text and unknown
 * binaries, whose content says little, a harmless extension of the name is kept ("report.csv").
 */
function suffixFor(s: Sniffed, rawName: string | undefined): string {
  // SVG is in the spec's image list, but we serve it as a download: its suffix must not say image
  if (s.markup) return s.ext === 'svg' ? 'xml' : s.ext;
  if (s.magic) return s.ext;
  const claimed = extensionOf(sanitizeFileName(rawName, ''));
  if (/^[a-z0-9]{1,10}$/.test(claimed) && classClaimedBy(claimed) === 'file' && !/^(html?|xhtml|svgz?|xml|js|mjs)$/.test(claimed)) return claimed;
  return s.ext;
}

/** A name whose extension claims another class than the content ("x.png" holding HTML) gets the real suffix added. */
function honestName(name: string, fileClass: FileClass, suffix: string): string {
  const ext = extensionOf(name);
  if (ext && (ext === suffix || classClaimedBy(ext) === fileClass)) return name;
  return sanitizeFileName(`${name}.${suffix}`);
}
