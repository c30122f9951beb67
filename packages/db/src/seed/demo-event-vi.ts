interface DemoEventVi {
  eventCategoryVi: string;
  placeVi: string;
  locationVi: string;
  nameVi: string;
  descriptionVi: string;
  featuresVi: string[];
  checklistVi: string[];
}

/** The Vietnamese content of the demo events, by slug. */
const DEMO_EVENTS_VI: Record<string, DemoEventVi> = {
  "identity-summer-camp-germany": {
    eventCategoryVi: "Trại hè",
    placeVi: "Nhà nghỉ thanh niên Am Wannsee",
    locationVi: "Badeweg 1, 14129 Berlin, Đức",
    nameVi: "Trại hè Bản sắc tại Đức",
    descriptionVi:
      "Một tuần bên hồ gần Berlin dành cho các bạn trẻ gốc Việt đến từ khắp châu Âu. Những buổi workshop về tiếng Việt, lịch sử và bản sắc, những buổi tối cùng âm nhạc và món ngon, và những tình bạn còn mãi sau khi lửa trại đã tàn. Chỗ ở, các bữa ăn và mọi hoạt động đều đã được bao gồm.",
    featuresVi: ["7 ngày 6 đêm", "Chỗ ở và toàn bộ bữa ăn", "Workshop bằng tiếng Việt và tiếng Anh", "Xe đón từ sân bay vào ngày đến"],
    checklistVi: ["Hộ chiếu hoặc thẻ căn cước", "Túi ngủ", "Đồ bơi", "Áo mưa", "Một món ăn quê nhà của bạn cho đêm văn hóa"],
  },
  "activism-seminar-toronto": {
    eventCategoryVi: "Hội thảo",
    placeVi: "Trung tâm Đổi mới Xã hội",
    locationVi: "192 Spadina Ave, Toronto, Ontario, Canada",
    nameVi: "Hội thảo Hành động vì Tác động Xã hội",
    descriptionVi:
      "Ba ngày ở Toronto cùng các nhà tổ chức cộng đồng, nhà báo và những người sáng lập trong cộng đồng người Việt hải ngoại. Bạn sẽ học cách lên kế hoạch cho một chiến dịch, làm việc với báo chí và biến một ý tưởng thành dự án khiến cả thành phố phải chú ý.",
    featuresVi: ["3 ngày workshop", "Có bữa trưa và cà phê", "Các buổi mentoring", "Giấy chứng nhận tham gia"],
    checklistVi: ["Laptop hoặc sổ ghi chép", "Một ý tưởng dự án để thuyết trình", "Giày thoải mái cho buổi dạo quanh thành phố"],
  },
  "online-community-training": {
    eventCategoryVi: "Khoá đào tạo",
    placeVi: "Trực tuyến",
    locationVi: "Đường dẫn cuộc gọi video được gửi sau khi đăng ký",
    nameVi: "Tập huấn Gắn kết Cộng đồng (Trực tuyến)",
    descriptionVi:
      "Một buổi tối trực tuyến về cách vận hành một hội thanh niên: tìm tình nguyện viên, tổ chức sự kiện đầu tiên và giữ cho các thành viên luôn gắn bó. Mở cho tất cả mọi người, hoàn toàn miễn phí.",
    featuresVi: ["2 giờ trực tiếp", "Hỏi đáp cùng ban tổ chức", "Gửi slide sau buổi học"],
    checklistVi: ["Một chỗ yên tĩnh", "Tai nghe"],
  },
  "skill-building-weekend-copenhagen": {
    eventCategoryVi: "Khoá đào tạo",
    placeVi: "Nhà văn hoá Islands Brygge",
    locationVi: "Islands Brygge 18, 2300 Copenhagen, Đan Mạch",
    nameVi: "Cuối tuần Rèn luyện Kỹ năng tại Copenhagen",
    descriptionVi:
      "Một cuối tuần thực hành kỹ năng nói trước đám đông, lên kế hoạch sự kiện và thiết kế, dành cho tình nguyện viên của các chi hội Bắc Âu. Đợt này đã hết chỗ.",
    featuresVi: ["2 ngày", "Chỗ ở tại hostel", "Bữa sáng và bữa trưa"],
    checklistVi: ["Sổ ghi chép", "Quần áo ấm"],
  },
  "summer-camp-norway-past": {
    eventCategoryVi: "Trại hè",
    placeVi: "Trại hè vịnh hẹp Hardanger",
    locationVi: "Norheimsund, Na Uy",
    nameVi: "Trại hè Na Uy",
    descriptionVi: "Trại hè của chúng mình giữa những vịnh hẹp Na Uy. Cảm ơn tất cả các bạn đã tham gia!",
    featuresVi: ["6 ngày", "Leo núi và chèo thuyền kayak"],
    checklistVi: ["Giày leo núi"],
  },
};

/** The Vietnamese columns of a demo event, as stored (lists as JSON text). */
export function demoEventVi(slug: string): (Omit<DemoEventVi, "featuresVi" | "checklistVi"> & { featuresVi: string; checklistVi: string }) | null {
  const vi = DEMO_EVENTS_VI[slug];
  return vi ? { ...vi, featuresVi: JSON.stringify(vi.featuresVi), checklistVi: JSON.stringify(vi.checklistVi) } : null;
}
