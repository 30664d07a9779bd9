import { Button } from "antd";
import { BlacklistTag } from "../../clients";

interface ClientNameLinkProps {
  name: string;
  blacklisted: boolean;
  reason: string | null;
  onOpen: () => void;
}

/** A client's name that opens their card (keyboard-reachable), with the blacklist flag beside it. */
export function ClientNameLink({ name, blacklisted, reason, onOpen }: ClientNameLinkProps) {
  return (
    <span className="intake-client-name">
      <Button
        type="link"
        size="small"
        className="intake-name-link"
        onClick={(event) => {
          // The row opens the card too; one click, one drawer.
          event.stopPropagation();
          onOpen();
        }}
      >
        {name}
      </Button>
      {blacklisted && <BlacklistTag reason={reason} />}
    </span>
  );
}
