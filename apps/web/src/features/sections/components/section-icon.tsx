import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BuildOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileDoneOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  HomeOutlined,
  KeyOutlined,
  PartitionOutlined,
  PhoneOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { SectionIcon as SectionIconName } from "@makon/shared";
import type { ComponentType } from "react";

/** Each icon name a section may carry (SECTION_ICONS), imported one by one to keep the bundle small. */
const ICONS: Record<SectionIconName, ComponentType> = {
  home: HomeOutlined,
  team: TeamOutlined,
  phone: PhoneOutlined,
  shop: ShopOutlined,
  "file-text": FileTextOutlined,
  "file-done": FileDoneOutlined,
  "file-excel": FileExcelOutlined,
  database: DatabaseOutlined,
  bank: BankOutlined,
  audit: AuditOutlined,
  dollar: DollarOutlined,
  key: KeyOutlined,
  apartment: ApartmentOutlined,
  build: BuildOutlined,
  partition: PartitionOutlined,
  user: UserOutlined,
  appstore: AppstoreOutlined,
  solution: SolutionOutlined,
};

/** A section's icon by name; an unknown name (older data) falls back to a neutral icon. */
export function SectionIcon({ name }: { name: string }) {
  const Icon = ICONS[name as SectionIconName] ?? AppstoreOutlined;
  return <Icon />;
}
