// Registers every skill on the trigger engine (skills.ts): importing this module once is enough.
import "./draw.ts";
import "./wei.ts";
import "./shu.ts";
import "./wu.ts";
import "./qun.ts";
import "./guanxing.ts";
import "./liuli.ts";
